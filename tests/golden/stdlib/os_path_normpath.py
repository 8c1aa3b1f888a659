# os.path.normpath and abspath drop '.', resolve 'x/..' and collapse slashes.
import os
for p in ["", ".", "a/../b", "/../a", "../a/..", "///a//b/./c/", "//a", "a/b/../../..", "./"]:
    print(repr(p), repr(os.path.normpath(p)))
print(os.path.abspath("/a/./b/../c"), os.path.isabs("/a"), os.path.isabs("a"))
print(os.path.abspath("x/y") == os.path.join(os.getcwd(), "x", "y"))

# expect: '' '.'
# expect: '.' '.'
# expect: 'a/../b' 'b'
# expect: '/../a' '/a'
# expect: '../a/..' '..'
# expect: '///a//b/./c/' '/a/b/c'
# expect: '//a' '//a'
# expect: 'a/b/../../..' '..'
# expect: './' '.'
# expect: /a/c True False
# expect: True
