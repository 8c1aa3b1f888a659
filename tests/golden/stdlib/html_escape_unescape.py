# html.escape with and without quote=, html.unescape of named (HTML5 table) and numeric references.
import html

print(html.escape("<a href=\"x\">Tom & Jerry's</a>"))
print(html.escape("<b>'q'</b> & \"d\"", quote=False))
print(html.escape(""), html.escape("plain é"))
print(html.unescape("&lt;p&gt; &amp;amp; &quot;hi&quot; &#39;x&#x27; &#X41;&#65"))
print(html.unescape("&copy; &eacute;t&eacute; &hellip; &euro;&nbsp;|"))
print(html.unescape("&notit; &notin; &amp &ampx &AMP; &NotEqualTilde; &acE;"))
print(ascii(html.unescape("&#0; &#128; &#x9F; &#xD800; &#1114112; &#99999999999; &#1; &#13;")))
print(html.unescape("&unknown; & &# &#x &;  &#65x &zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz;"))
print(html.unescape("no refs here"), html.unescape("caf&eacute;&ü;"))
print(html.unescape(html.escape("x < y & 'z'")))
for bad in [lambda: html.escape(5), lambda: html.unescape(None)]:
    try:
        bad()
    except (TypeError, AttributeError) as e:
        print(type(e).__name__, e)

# expect: &lt;a href=&quot;x&quot;&gt;Tom &amp; Jerry&#x27;s&lt;/a&gt;
# expect: &lt;b&gt;'q'&lt;/b&gt; &amp; "d"
# expect:  plain é
# expect: <p> &amp; "hi" 'x' AA
# expect: © été … € |
# expect: ¬it; ∉ & &x & ≂̸ ∾̳
# expect: '\ufffd \u20ac \u0178 \ufffd \ufffd \ufffd  \r'
# expect: &unknown; & &# &#x &;  Ax &zzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzzz;
# expect: no refs here café&ü;
# expect: x < y & 'z'
# expect: AttributeError 'int' object has no attribute 'replace'
# expect: TypeError argument of type 'NoneType' is not iterable
