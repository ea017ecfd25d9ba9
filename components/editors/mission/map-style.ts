// The mission map's look lives with the drawing code that pictures and print pages share.
export * from "@/lib/exchange/draw/mission-style";
