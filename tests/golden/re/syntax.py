# Python's syntax where PCRE2's differs: \Z, named references, {,n}, octal and \x/\u escapes,
# conditionals, lookbehind, atomic groups and possessive repeats, literal braces.
import re
print(re.search(r"a\Z", "a\n"), re.search(r"a$", "a\n"))
print(re.match(r"(?P<q>['\"]).*?(?P=q)", "'hi' there").group())
print(re.match(r"(\w)\1", "aab"), re.match(r"(a)(b)\2\1", "abba"))
print(re.match(r"a{,2}", "aaaa").group(), re.match(r"a{2,}", "aaaa").group())
print(re.match(r"x{", "x{"), re.match(r"x{a}", "x{a}"), re.match("{", "{"))
print(re.match(r"\101\x42\u0043\0", "ABC\0"))
print(re.match(r"(<)?\w+(?(1)>|$)", "<a>"), re.match(r"(<)?\w+(?(1)>|$)", "<a"))
print(re.search(r"(?<=\$)\d+", "cost $42"), re.search(r"(?<!\$)\b\d+", "$42 17"))
print(re.match(r"(?>a+)b", "aab"), re.match(r"a++a", "aaa"), re.match(r"a*+b", "aab"))
print(re.match(r"[]a]+", "]a]"), re.match(r"[^]]+", "ab]"), re.match(r"[a-]+", "a-a"))
print(re.match(r"[\d\s]+", "1 2"), re.match(r"[\b]", "\b"), re.match(r"\v", "\v"))
print(re.match(r"(?#comment)a", "a"), re.match(r"a(?=b)", "ab"), re.match(r"a(?!b)", "ab"))
print(re.findall(r"(?:ab)+", "ababx ab"))

# expect: None <re.Match object; span=(0, 1), match='a'>
# expect: 'hi'
# expect: <re.Match object; span=(0, 2), match='aa'> <re.Match object; span=(0, 4), match='abba'>
# expect: aa aaaa
# expect: <re.Match object; span=(0, 2), match='x{'> <re.Match object; span=(0, 4), match='x{a}'> <re.Match object; span=(0, 1), match='{'>
# expect: <re.Match object; span=(0, 4), match='ABC\x00'>
# expect: <re.Match object; span=(0, 3), match='<a>'> None
# expect: <re.Match object; span=(6, 8), match='42'> <re.Match object; span=(4, 6), match='17'>
# expect: <re.Match object; span=(0, 3), match='aab'> None <re.Match object; span=(0, 3), match='aab'>
# expect: <re.Match object; span=(0, 3), match=']a]'> <re.Match object; span=(0, 2), match='ab'> <re.Match object; span=(0, 3), match='a-a'>
# expect: <re.Match object; span=(0, 3), match='1 2'> <re.Match object; span=(0, 1), match='\x08'> <re.Match object; span=(0, 1), match='\x0b'>
# expect: <re.Match object; span=(0, 1), match='a'> <re.Match object; span=(0, 1), match='a'> None
# expect: ['abab', 'ab']
