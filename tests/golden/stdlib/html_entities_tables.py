# html.entities: name2codepoint, codepoint2name, entitydefs and the html5 table, as CPython's html.entities has them.
import html
from html.entities import name2codepoint, codepoint2name, entitydefs, html5

print(len(name2codepoint), len(codepoint2name), len(entitydefs), len(html5))
print(name2codepoint["amp"], name2codepoint["eacute"], codepoint2name[233], entitydefs["copy"], entitydefs["nbsp"] == "\xa0")
print(list(name2codepoint.items())[:4], list(codepoint2name.items())[-3:])
print(list(html5.items())[:6], ascii(html5["NotEqualTilde;"]), html5["gt"])
print(html.entities.html5 is html5, "amp;" in html5, "bogus;" in html5)
print(sum(len(v) for v in html5.values()), sum(name2codepoint.values()))
print(codepoint2name[0x3B1], html5["alpha;"] == chr(name2codepoint["alpha"]))
name2codepoint["nonexistent"]

# expect: 252 252 252 2231
# expect: 38 233 eacute © True
# expect: [('AElig', 198), ('Aacute', 193), ('Acirc', 194), ('Agrave', 192)] [(950, 'zeta'), (8205, 'zwj'), (8204, 'zwnj')]
# expect: [('Aacute', 'Á'), ('aacute', 'á'), ('Aacute;', 'Á'), ('aacute;', 'á'), ('Abreve;', 'Ă'), ('abreve;', 'ă')] '\u2242\u0338' >
# expect: True True False
# expect: 2324 868242
# expect: alpha True
# expect runtime error: KeyError: 'nonexistent'
