# str patterns are Unicode: \w, \d and \s know other scripts; positions count characters.
import re
m = re.search(r"\w+", "--héllo wörld--")
print(m, m.span(), m.start())
print(re.findall(r"\d+", "١٢٣ and 456"))
print(re.findall(r"\s", "a\u00a0b c"))
print(re.sub(r"ö", "oe", "Köln, Göttingen"))
print(re.search("(?i)STRASSE|ÉCOLE", "école").group())
print([m.span() for m in re.finditer("é", "aébécé")])
print(re.split("é", "aébécé"))
print(re.match(".", "日本").group(), len(re.match(".+", "日本語").group()))

# expect: <re.Match object; span=(2, 7), match='héllo'> (2, 7) 2
# expect: ['١٢٣', '456']
# expect: ['\xa0', ' ']
# expect: Koeln, Goettingen
# expect: école
# expect: [(1, 2), (3, 4), (5, 6)]
# expect: ['a', 'b', 'c', '']
# expect: 日 3
