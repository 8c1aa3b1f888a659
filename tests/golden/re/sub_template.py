# sub's templates: \1, \g<1>, \g<name>, \g<0>, escapes, and unmatched groups as ''.
import re
print(re.sub(r"(\w+) (\w+)", r"\2 \1", "hello world"))
print(re.sub(r"(?P<first>\w+) (?P<second>\w+)", r"\g<second>-\g<first>", "hello world"))
print(re.sub(r"(\d)", r"<\g<1>0>", "a1b2"))
print(re.sub(r"\w+", r"[\g<0>]", "ab cd"))
print(repr(re.sub(",", r"\n\t", "a,b")))
print(re.sub("a", r"\&\.", "xax"))
print(re.sub("(a)|b", r"[\1]", "ab"))
print(re.sub("x", "\\\\", "axb"))
print(re.match(r"(\w+) (\w+)", "ab cd").expand(r"\2:\1"))

# expect: world hello
# expect: world-hello
# expect: a<10>b<20>
# expect: [ab] [cd]
# expect: 'a\n\tb'
# expect: x\&\.x
# expect: [a][]
# expect: a\b
# expect: cd:ab
