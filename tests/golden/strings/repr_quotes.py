# repr of strings: Python's choice of quotes and escapes.
print(repr("abc"), repr("it's"), repr('say "hi"'), repr("both ' and \""))
print(repr("tab\there"), repr("new\nline"), repr("back\\slash"), repr("\x01\x7f"), repr("héllo"))
print(["a", "b'c"], ("x",))

# expect: 'abc' "it's" 'say "hi"' 'both \' and "'
# expect: 'tab\there' 'new\nline' 'back\\slash' '\x01\x7f' 'héllo'
# expect: ['a', "b'c"] ('x',)
