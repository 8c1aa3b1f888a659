# capwords splits on whitespace (or sep), capitalizes each word and joins them again.
import string
print(string.capwords("  hello   wORLD  foo "))
print(string.capwords("a-b c-d", "-"))
print(repr(string.capwords("")))

# expect: Hello World Foo
# expect: A-B c-D
# expect: ''
