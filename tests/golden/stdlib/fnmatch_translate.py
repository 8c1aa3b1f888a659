# fnmatch.translate: CPython 3.11's regular expression for a shell pattern (sets with ranges,
# reversed ranges dropped, atomic groups between stars).
import fnmatch, re
pats = ['*.t?t', 'a*b*c', '*', '**', '[abc]x', '[!a-z]', '[]]', '[!]', 'x[', 'a\\b', '*a*', 'a*b', '*.py[co]',
        'file[0-9]*.txt', '[a-c-e]', '[z-a]', 'a**b*', '*?*', '[!]a]', '[a-]', '[-a]', '[!-a]', '[a&&b]', '[^x]', '[[x]',
        'x.y+z(1)', 'ü*ß', 'a b#c', '[a-c-e-g]', '[f-a-z]', '[a-a]', '[\\]', '[a\\-z]', '', '[', '[!', '*[', '{a,b}', 'a|b', '[~|&]']
for p in pats:
    print(repr(p), repr(fnmatch.translate(p)))
print(bool(re.match(fnmatch.translate("*.py"), "x.py")), bool(re.match(fnmatch.translate("[a-c]?"), "bz")))
# expect: '*.t?t' '(?s:.*\\.t.t)\\Z'
# expect: 'a*b*c' '(?s:a(?>.*?b).*c)\\Z'
# expect: '*' '(?s:.*)\\Z'
# expect: '**' '(?s:.*)\\Z'
# expect: '[abc]x' '(?s:[abc]x)\\Z'
# expect: '[!a-z]' '(?s:[^a-z])\\Z'
# expect: '[]]' '(?s:[]])\\Z'
# expect: '[!]' '(?s:\\[!\\])\\Z'
# expect: 'x[' '(?s:x\\[)\\Z'
# expect: 'a\\b' '(?s:a\\\\b)\\Z'
# expect: '*a*' '(?s:(?>.*?a).*)\\Z'
# expect: 'a*b' '(?s:a.*b)\\Z'
# expect: '*.py[co]' '(?s:.*\\.py[co])\\Z'
# expect: 'file[0-9]*.txt' '(?s:file[0-9].*\\.txt)\\Z'
# expect: '[a-c-e]' '(?s:[a-c\\-e])\\Z'
# expect: '[z-a]' '(?s:(?!))\\Z'
# expect: 'a**b*' '(?s:a(?>.*?b).*)\\Z'
# expect: '*?*' '(?s:(?>.*?.).*)\\Z'
# expect: '[!]a]' '(?s:[^]a])\\Z'
# expect: '[a-]' '(?s:[a\\-])\\Z'
# expect: '[-a]' '(?s:[\\-a])\\Z'
# expect: '[!-a]' '(?s:[^\\-a])\\Z'
# expect: '[a&&b]' '(?s:[a\\&\\&b])\\Z'
# expect: '[^x]' '(?s:[\\^x])\\Z'
# expect: '[[x]' '(?s:[\\[x])\\Z'
# expect: 'x.y+z(1)' '(?s:x\\.y\\+z\\(1\\))\\Z'
# expect: 'ü*ß' '(?s:ü.*ß)\\Z'
# expect: 'a b#c' '(?s:a\\ b\\#c)\\Z'
# expect: '[a-c-e-g]' '(?s:[a-c\\-e-g])\\Z'
# expect: '[f-a-z]' '(?s:[\\-z])\\Z'
# expect: '[a-a]' '(?s:[a-a])\\Z'
# expect: '[\\]' '(?s:[\\\\])\\Z'
# expect: '[a\\-z]' '(?s:[a\\\\-z])\\Z'
# expect: '' '(?s:)\\Z'
# expect: '[' '(?s:\\[)\\Z'
# expect: '[!' '(?s:\\[!)\\Z'
# expect: '*[' '(?s:.*\\[)\\Z'
# expect: '{a,b}' '(?s:\\{a,b\\})\\Z'
# expect: 'a|b' '(?s:a\\|b)\\Z'
# expect: '[~|&]' '(?s:[\\~\\|\\&])\\Z'
# expect: True True
