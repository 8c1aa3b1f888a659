# bytes patterns match bytes, and give bytes.
import re
m = re.match(rb"(\w+)=(\d+)", b"key=42")
print(m, m.groups(), m.group(1))
print(re.findall(rb"\d", b"a1b2"), re.sub(rb"\d", b"#", b"a1b2"))
print(re.split(rb",", b"a,b"), re.sub(rb"(a)", rb"<\1>", b"xa"))
print(re.compile(rb"x", re.I).search(b"aXb"))

# expect: <re.Match object; span=(0, 6), match=b'key=42'> (b'key', b'42') b'key'
# expect: [b'1', b'2'] b'a#b#'
# expect: [b'a', b'b'] b'x<a>'
# expect: <re.Match object; span=(1, 2), match=b'X'>
