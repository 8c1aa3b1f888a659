# shlex: split (posix, comments), quote, join, and the shlex lexer class.
import shlex

print(shlex.split('ls -l "my file.txt" \'single q\' a\\ b'))
print(shlex.split('echo "a \\"q\\" b" \'it\'"s"  x#y # comment'))
print(shlex.split('cmd # a comment here', comments=True))
print(shlex.split('a "b c" d\\e', posix=False))
print(shlex.split(''), shlex.split('   '), shlex.split('""'), shlex.split("'' x"))
print(shlex.split('"a\\\\b" "\\$x" \'\\n\''))
print(shlex.quote("simple"), shlex.quote(""), shlex.quote("has space"), shlex.quote("it's"))
print(shlex.quote("a@b%c+d=e:f,g./h-i"), shlex.quote("ü"), shlex.quote("$HOME;rm"))
print(shlex.join(["echo", "hello world", "it's", "-n"]))
print(shlex.split(shlex.join(["x y", "'q'", 'd"q'])))
lex = shlex.shlex("a = b + 'c d'; e")
print(list(lex))
lex = shlex.shlex("foo(bar, 'baz')", posix=True)
print(lex.get_token(), lex.get_token(), lex.lineno)
lex.push_token("PUSHED")
print(lex.get_token(), lex.get_token(), lex.get_token(), lex.get_token(), lex.get_token())
lex = shlex.shlex("a && b || c; d > out.txt", punctuation_chars=True)
print(list(lex), lex.punctuation_chars)
lex = shlex.shlex("one two\nthree # comment\nfour", posix=True)
lex.whitespace_split = True
toks = []
for t in lex:
    toks.append((t, lex.lineno))
print(toks)
lex = shlex.shlex("x.y-z w", posix=True)
lex.wordchars += ".-"
print(list(lex))
for bad in ['"unterminated', "a\\"]:
    try:
        shlex.split(bad)
    except ValueError as e:
        print("ValueError:", e)

# expect: ['ls', '-l', 'my file.txt', 'single q', 'a b']
# expect: ['echo', 'a "q" b', 'its', 'x#y', '#', 'comment']
# expect: ['cmd']
# expect: ['a', '"b c"', 'd\\e']
# expect: [] [] [''] ['', 'x']
# expect: ['a\\b', '\\$x', '\\n']
# expect: simple '' 'has space' 'it'"'"'s'
# expect: a@b%c+d=e:f,g./h-i 'ü' '$HOME;rm'
# expect: echo 'hello world' 'it'"'"'s' -n
# expect: ['x y', "'q'", 'd"q']
# expect: ['a', '=', 'b', '+', "'c d'", ';', 'e']
# expect: foo ( 1
# expect: PUSHED bar , baz )
# expect: ['a', '&&', 'b', '||', 'c', ';', 'd', '>', 'out.txt'] ();<>|&
# expect: [('one', 1), ('two', 2), ('three', 2), ('four', 3)]
# expect: ['x.y-z', 'w']
# expect: ValueError: No closing quotation
# expect: ValueError: No escaped character
