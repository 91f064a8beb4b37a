// A public corpus of cross-site-scripting payloads (issue 25, point 8): what every test of the public pages' rich text
// and plain fields stores and then expects to find drawn inert. Vendored, not written here, so the test does not only
// try the attacks its author thought of.
//
// Source: PayloadsAllTheThings, "XSS Injection/Intruders/XSS_Polyglots.txt" (commit 52fdf92b15e748cbc37a7c2b7b8b4ae05b10696d)
// and "XSS Injection/Intruders/xss_payloads_quick.txt" (commit a4a0bd04a917dcc4f413412f304149a182152b65), one payload
// a line, in their order, exact duplicates left out; names are `<file>-<line>`.
// https://github.com/swisskyrepo/PayloadsAllTheThings
//
// Licence of the vendored lines (MIT):
//   Copyright (c) 2019 Swissky
//   Permission is hereby granted, free of charge, to any person obtaining a copy of this software and associated
//   documentation files (the "Software"), to deal in the Software without restriction, including without limitation
//   the rights to use, copy, modify, merge, publish, distribute, sublicense, and/or sell copies of the Software, and to
//   permit persons to whom the Software is furnished to do so, subject to the following conditions:
//   The above copyright notice and this permission notice shall be included in all copies or substantial portions of
//   the Software.
//   THE SOFTWARE IS PROVIDED "AS IS", WITHOUT WARRANTY OF ANY KIND, EXPRESS OR IMPLIED, INCLUDING BUT NOT LIMITED TO THE
//   WARRANTIES OF MERCHANTABILITY, FITNESS FOR A PARTICULAR PURPOSE AND NONINFRINGEMENT. IN NO EVENT SHALL THE AUTHORS OR
//   COPYRIGHT HOLDERS BE LIABLE FOR ANY CLAIM, DAMAGES OR OTHER LIABILITY, WHETHER IN AN ACTION OF CONTRACT, TORT OR
//   OTHERWISE, ARISING FROM, OUT OF OR IN CONNECTION WITH THE SOFTWARE OR THE USE OR OTHER DEALINGS IN THE SOFTWARE.

export interface XssPayload {
  /** `<file>-<line>` of the source, so a failure names the payload. */
  name: string;
  payload: string;
}

export const XSS_PAYLOADS: readonly XssPayload[] = [
  { name: "polyglot-1", payload: "jaVasCript:/*-/*`/*\\`/*'/*\"/**/(/* */oNcliCk=alert() )//%0D%0A%0d%0a//</stYle/</titLe/</teXtarEa/</scRipt/--!>\\x3csVg/<sVg/oNloAd=alert()//>\\x3e" },
  { name: "polyglot-2", payload: "';alert(String.fromCharCode(88,83,83))//';alert(String.fromCharCode(88,83,83))//\";alert(String.fromCharCode(88,83,83))//\";alert(String.fromCharCode(88,83,83))//--></SCRIPT>\">'><SCRIPT>alert(String.fromCharCode(88,83,83))</SCRIPT>" },
  { name: "polyglot-3", payload: "“ onclick=alert(1)//<button ‘ onclick=alert(1)//> */ alert(1)//" },
  { name: "polyglot-4", payload: "'\">><marquee><img src=x onerror=confirm(1)></marquee>\"></plaintext\\></|\\><plaintext/onmouseover=prompt(1)><script>prompt(1)</script>@gmail.com<isindex formaction=javascript:alert(/XSS/) type=submit>'-->\"></script><script>alert(1)</script>\"><img/id=\"confirm&lpar;1)\"/alt=\"/\"src=\"/\"onerror=eval(id&%23x29;>'\"><img src=\"http://i.imgur.com/P8mL8.jpg\">" },
  { name: "polyglot-5", payload: "javascript://'/</title></style></textarea></script>--><p\" onclick=alert()//>*/alert()/*" },
  { name: "polyglot-6", payload: "javascript://--></script></title></style>\"/</textarea>*/<alert()/*' onclick=alert()//>a" },
  { name: "polyglot-7", payload: "javascript://</title>\"/</script></style></textarea/-->*/<alert()/*' onclick=alert()//>/" },
  { name: "polyglot-8", payload: "javascript://</title></style></textarea>--></script><a\"//' onclick=alert()//>*/alert()/*" },
  { name: "polyglot-9", payload: "javascript://'//\" --></textarea></style></script></title><b onclick= alert()//>*/alert()/*" },
  { name: "polyglot-10", payload: "javascript://</title></textarea></style></script --><li '//\" '*/alert()/*', onclick=alert()//" },
  { name: "polyglot-11", payload: "javascript:alert()//--></script></textarea></style></title><a\"//' onclick=alert()//>*/alert()/*" },
  { name: "polyglot-12", payload: "--></script></title></style>\"/</textarea><a' onclick=alert()//>*/alert()/*" },
  { name: "polyglot-13", payload: "/</title/'/</style/</script/</textarea/--><p\" onclick=alert()//>*/alert()/*" },
  { name: "polyglot-14", payload: "javascript://--></title></style></textarea></script><svg \"//' onclick=alert()//" },
  { name: "polyglot-15", payload: "/</title/'/</style/</script/--><p\" onclick=alert()//>*/alert()/*" },
  { name: "polyglot-16", payload: "JavaScript://%250Aalert?.(1)//'/*\\'/*\"/*\\\"/*`/*\\`/*%26apos;)/*<!--></Title/</Style/</Script/</textArea/</iFrame/</noScript>\\74k<K/contentEditable/autoFocus/OnFocus=/*${/*/;{/**/(alert)(1)}//><Base/Href=//X55.is\\76-->" },
  { name: "quick-1", payload: "javascript:alert(1)//INJECTX" },
  { name: "quick-2", payload: "<svg/onload=alert(1)>//INJECTX" },
  { name: "quick-3", payload: "<img onload=alert(1)>//INJECTX" },
  { name: "quick-4", payload: "<img src=x onerror=prompt(1)>//INJECTX" },
  { name: "quick-5", payload: "<a href=\"javascript:alert(1)\" onmouseover=alert(1)>INJECTX HOVER</a>" },
  { name: "quick-6", payload: " onmouseover=\"document.cookie=true;\">//INJECTX" },
  { name: "quick-7", payload: "alert(1)>//INJECTX" },
  { name: "quick-8", payload: "<h1>INJECTX</h1>" },
  { name: "quick-9", payload: "<img src=x onload=prompt(1) onerror=alert(1) onmouseover=prompt(1)>" },
  { name: "quick-10", payload: "<svg><script>/<@/>alert(1)</script>//INJECTX" },
  { name: "quick-11", payload: "<svg/onload=alert(/INJECTX/)>" },
  { name: "quick-12", payload: "<iframe/onload=alert(/INJECTX/)>" },
  { name: "quick-13", payload: "<svg/onload=alert`INJECTX`>" },
  { name: "quick-15", payload: "<svg/onload=alert(`INJECTX`)>" },
  { name: "quick-16", payload: "}alert(/INJECTX/);{//" },
  { name: "quick-17", payload: "<h1/onclick=alert(1)>a//INJECTX" },
  { name: "quick-19", payload: "<p/onclick=alert(/INJECTX/)>a" },
  { name: "quick-23", payload: "<video><source onerror=\"javascript:alert(1)\">//INJECTX" },
  { name: "quick-24", payload: "<video onerror=\"javascript:alert(1)\"><source>//INJECTX" },
  { name: "quick-25", payload: "<audio onerror=\"javascript:alert(1)\"><source>//INJECTX" },
  { name: "quick-26", payload: "<input autofocus onfocus=alert(1)>//INJECTX" },
  { name: "quick-27", payload: "<select autofocus onfocus=alert(1)>//INJECTX" },
  { name: "quick-28", payload: "<textarea autofocus onfocus=alert(1)>//INJECTX" },
  { name: "quick-29", payload: "<keygen autofocus onfocus=alert(1)>//INJECTX" },
  { name: "quick-30", payload: "<button form=test onformchange=alert(1)>//INJECTX" },
  { name: "quick-31", payload: "<form><button formaction=\"javascript:alert(1)\">//INJECTX" },
  { name: "quick-32", payload: "<svg onload=(alert)(1) >//INJECTX" },
  { name: "quick-33", payload: "<script>$=1,alert($)</script>//INJECTX" },
  { name: "quick-34", payload: "<!--<img src=\"--><img src=x onerror=alert(1)//\">//INJECTX" },
  { name: "quick-35", payload: "<img/src='x'onerror=alert(1)>//INJECTX" },
  { name: "quick-36", payload: "<marguee/onstart=alert(1)>//INJECTX" },
  { name: "quick-37", payload: "<script>alert(1)//INJECTX" },
  { name: "quick-38", payload: "<script>alert(1)<!--INJECTX" },
  { name: "quick-39", payload: "<marquee loop=1 width=0 onfinish=alert(1)>//INJECTX" },
];
