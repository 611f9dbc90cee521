<?xml version="1.0" encoding="UTF-8"?>
<tileset version="1.10" tiledversion="1.10.2" name="ocean" tilewidth="224" tileheight="194" tilecount="24" columns="8">
 <image source="ocean_tiles.png" width="1792" height="582"/>
 <tile id="0">
  <animation>
   <frame tileid="0" duration="160"/>
   <frame tileid="1" duration="160"/>
   <frame tileid="2" duration="160"/>
   <frame tileid="3" duration="160"/>
   <frame tileid="4" duration="160"/>
   <frame tileid="5" duration="160"/>
   <frame tileid="6" duration="160"/>
   <frame tileid="7" duration="160"/>
  </animation>
 </tile>
 <tile id="1">
  <animation>
   <frame tileid="1" duration="160"/>
   <frame tileid="2" duration="160"/>
   <frame tileid="3" duration="160"/>
   <frame tileid="4" duration="160"/>
   <frame tileid="5" duration="160"/>
   <frame tileid="6" duration="160"/>
   <frame tileid="7" duration="160"/>
   <frame tileid="0" duration="160"/>
  </animation>
 </tile>
 <tile id="2">
  <animation>
   <frame tileid="2" duration="160"/>
   <frame tileid="3" duration="160"/>
   <frame tileid="4" duration="160"/>
   <frame tileid="5" duration="160"/>
   <frame tileid="6" duration="160"/>
   <frame tileid="7" duration="160"/>
   <frame tileid="0" duration="160"/>
   <frame tileid="1" duration="160"/>
  </animation>
 </tile>
 <tile id="3">
  <animation>
   <frame tileid="3" duration="160"/>
   <frame tileid="4" duration="160"/>
   <frame tileid="5" duration="160"/>
   <frame tileid="6" duration="160"/>
   <frame tileid="7" duration="160"/>
   <frame tileid="0" duration="160"/>
   <frame tileid="1" duration="160"/>
   <frame tileid="2" duration="160"/>
  </animation>
 </tile>
 <tile id="4">
  <animation>
   <frame tileid="4" duration="160"/>
   <frame tileid="5" duration="160"/>
   <frame tileid="6" duration="160"/>
   <frame tileid="7" duration="160"/>
   <frame tileid="0" duration="160"/>
   <frame tileid="1" duration="160"/>
   <frame tileid="2" duration="160"/>
   <frame tileid="3" duration="160"/>
  </animation>
 </tile>
 <tile id="5">
  <animation>
   <frame tileid="5" duration="160"/>
   <frame tileid="6" duration="160"/>
   <frame tileid="7" duration="160"/>
   <frame tileid="0" duration="160"/>
   <frame tileid="1" duration="160"/>
   <frame tileid="2" duration="160"/>
   <frame tileid="3" duration="160"/>
   <frame tileid="4" duration="160"/>
  </animation>
 </tile>
 <tile id="6">
  <animation>
   <frame tileid="6" duration="160"/>
   <frame tileid="7" duration="160"/>
   <frame tileid="0" duration="160"/>
   <frame tileid="1" duration="160"/>
   <frame tileid="2" duration="160"/>
   <frame tileid="3" duration="160"/>
   <frame tileid="4" duration="160"/>
   <frame tileid="5" duration="160"/>
  </animation>
 </tile>
 <tile id="7">
  <animation>
   <frame tileid="7" duration="160"/>
   <frame tileid="0" duration="160"/>
   <frame tileid="1" duration="160"/>
   <frame tileid="2" duration="160"/>
   <frame tileid="3" duration="160"/>
   <frame tileid="4" duration="160"/>
   <frame tileid="5" duration="160"/>
   <frame tileid="6" duration="160"/>
  </animation>
 </tile>
 <tile id="8">
  <animation>
   <frame tileid="8" duration="160"/>
   <frame tileid="9" duration="160"/>
   <frame tileid="10" duration="160"/>
   <frame tileid="11" duration="160"/>
   <frame tileid="12" duration="160"/>
   <frame tileid="13" duration="160"/>
   <frame tileid="14" duration="160"/>
   <frame tileid="15" duration="160"/>
  </animation>
 </tile>
 <tile id="9">
  <animation>
   <frame tileid="9" duration="160"/>
   <frame tileid="10" duration="160"/>
   <frame tileid="11" duration="160"/>
   <frame tileid="12" duration="160"/>
   <frame tileid="13" duration="160"/>
   <frame tileid="14" duration="160"/>
   <frame tileid="15" duration="160"/>
   <frame tileid="8" duration="160"/>
  </animation>
 </tile>
 <tile id="10">
  <animation>
   <frame tileid="10" duration="160"/>
   <frame tileid="11" duration="160"/>
   <frame tileid="12" duration="160"/>
   <frame tileid="13" duration="160"/>
   <frame tileid="14" duration="160"/>
   <frame tileid="15" duration="160"/>
   <frame tileid="8" duration="160"/>
   <frame tileid="9" duration="160"/>
  </animation>
 </tile>
 <tile id="11">
  <animation>
   <frame tileid="11" duration="160"/>
   <frame tileid="12" duration="160"/>
   <frame tileid="13" duration="160"/>
   <frame tileid="14" duration="160"/>
   <frame tileid="15" duration="160"/>
   <frame tileid="8" duration="160"/>
   <frame tileid="9" duration="160"/>
   <frame tileid="10" duration="160"/>
  </animation>
 </tile>
 <tile id="12">
  <animation>
   <frame tileid="12" duration="160"/>
   <frame tileid="13" duration="160"/>
   <frame tileid="14" duration="160"/>
   <frame tileid="15" duration="160"/>
   <frame tileid="8" duration="160"/>
   <frame tileid="9" duration="160"/>
   <frame tileid="10" duration="160"/>
   <frame tileid="11" duration="160"/>
  </animation>
 </tile>
 <tile id="13">
  <animation>
   <frame tileid="13" duration="160"/>
   <frame tileid="14" duration="160"/>
   <frame tileid="15" duration="160"/>
   <frame tileid="8" duration="160"/>
   <frame tileid="9" duration="160"/>
   <frame tileid="10" duration="160"/>
   <frame tileid="11" duration="160"/>
   <frame tileid="12" duration="160"/>
  </animation>
 </tile>
 <tile id="14">
  <animation>
   <frame tileid="14" duration="160"/>
   <frame tileid="15" duration="160"/>
   <frame tileid="8" duration="160"/>
   <frame tileid="9" duration="160"/>
   <frame tileid="10" duration="160"/>
   <frame tileid="11" duration="160"/>
   <frame tileid="12" duration="160"/>
   <frame tileid="13" duration="160"/>
  </animation>
 </tile>
 <tile id="15">
  <animation>
   <frame tileid="15" duration="160"/>
   <frame tileid="8" duration="160"/>
   <frame tileid="9" duration="160"/>
   <frame tileid="10" duration="160"/>
   <frame tileid="11" duration="160"/>
   <frame tileid="12" duration="160"/>
   <frame tileid="13" duration="160"/>
   <frame tileid="14" duration="160"/>
  </animation>
 </tile>
 <tile id="16">
  <animation>
   <frame tileid="16" duration="160"/>
   <frame tileid="17" duration="160"/>
   <frame tileid="18" duration="160"/>
   <frame tileid="19" duration="160"/>
   <frame tileid="20" duration="160"/>
   <frame tileid="21" duration="160"/>
   <frame tileid="22" duration="160"/>
   <frame tileid="23" duration="160"/>
  </animation>
 </tile>
 <tile id="17">
  <animation>
   <frame tileid="17" duration="160"/>
   <frame tileid="18" duration="160"/>
   <frame tileid="19" duration="160"/>
   <frame tileid="20" duration="160"/>
   <frame tileid="21" duration="160"/>
   <frame tileid="22" duration="160"/>
   <frame tileid="23" duration="160"/>
   <frame tileid="16" duration="160"/>
  </animation>
 </tile>
 <tile id="18">
  <animation>
   <frame tileid="18" duration="160"/>
   <frame tileid="19" duration="160"/>
   <frame tileid="20" duration="160"/>
   <frame tileid="21" duration="160"/>
   <frame tileid="22" duration="160"/>
   <frame tileid="23" duration="160"/>
   <frame tileid="16" duration="160"/>
   <frame tileid="17" duration="160"/>
  </animation>
 </tile>
 <tile id="19">
  <animation>
   <frame tileid="19" duration="160"/>
   <frame tileid="20" duration="160"/>
   <frame tileid="21" duration="160"/>
   <frame tileid="22" duration="160"/>
   <frame tileid="23" duration="160"/>
   <frame tileid="16" duration="160"/>
   <frame tileid="17" duration="160"/>
   <frame tileid="18" duration="160"/>
  </animation>
 </tile>
 <tile id="20">
  <animation>
   <frame tileid="20" duration="160"/>
   <frame tileid="21" duration="160"/>
   <frame tileid="22" duration="160"/>
   <frame tileid="23" duration="160"/>
   <frame tileid="16" duration="160"/>
   <frame tileid="17" duration="160"/>
   <frame tileid="18" duration="160"/>
   <frame tileid="19" duration="160"/>
  </animation>
 </tile>
 <tile id="21">
  <animation>
   <frame tileid="21" duration="160"/>
   <frame tileid="22" duration="160"/>
   <frame tileid="23" duration="160"/>
   <frame tileid="16" duration="160"/>
   <frame tileid="17" duration="160"/>
   <frame tileid="18" duration="160"/>
   <frame tileid="19" duration="160"/>
   <frame tileid="20" duration="160"/>
  </animation>
 </tile>
 <tile id="22">
  <animation>
   <frame tileid="22" duration="160"/>
   <frame tileid="23" duration="160"/>
   <frame tileid="16" duration="160"/>
   <frame tileid="17" duration="160"/>
   <frame tileid="18" duration="160"/>
   <frame tileid="19" duration="160"/>
   <frame tileid="20" duration="160"/>
   <frame tileid="21" duration="160"/>
  </animation>
 </tile>
 <tile id="23">
  <animation>
   <frame tileid="23" duration="160"/>
   <frame tileid="16" duration="160"/>
   <frame tileid="17" duration="160"/>
   <frame tileid="18" duration="160"/>
   <frame tileid="19" duration="160"/>
   <frame tileid="20" duration="160"/>
   <frame tileid="21" duration="160"/>
   <frame tileid="22" duration="160"/>
  </animation>
 </tile>
</tileset>
