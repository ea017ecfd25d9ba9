"use client";
import { useCallback, useSyncExternalStore } from "react";
import { keysText } from "./key-combo";

const never = () => () => {};
const onMac = () => /Mac|iPhone|iPad/.test(navigator.userAgent);

/** Whether keys are spelled for a Mac (Cmd instead of Ctrl); false while rendering on the server. */
export const useIsMac = () => useSyncExternalStore(never, onMac, () => false);

/** keysText for this machine: "Ctrl+Z" here, "Cmd+Z" on a Mac. */
export function useKeysText() {
  const mac = useIsMac();
  return useCallback((def: Parameters<typeof keysText>[0]) => keysText(def, mac), [mac]);
}
