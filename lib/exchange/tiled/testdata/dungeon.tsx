<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="dungeon" tilewidth="16" tileheight="16" tilecount="2" columns="2">
 <properties>
  <property name="style" value="stone"/>
 </properties>
 <image source="dungeon.png" width="32" height="16"/>
 <tile id="0" type="wall">
  <properties>
   <property name="solid" type="bool" value="true"/>
  </properties>
 </tile>
 <tile id="1" type="floor">
  <properties>
   <property name="paths" value="0,3"/>
   <property name="count" type="int" value="4"/>
   <property name="cost" type="float" value="1.5"/>
  </properties>
 </tile>
</tileset>
