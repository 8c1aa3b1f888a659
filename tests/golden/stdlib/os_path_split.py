# os.path.split, basename and dirname (posixpath's rules for trailing and leading slashes).
import os
for p in ["a/b/c.txt", "/", "//a", "a", "a/", "/a/b/", "", "a//b"]:
    print(repr(p), os.path.split(p), repr(os.path.basename(p)), repr(os.path.dirname(p)))

# expect: 'a/b/c.txt' ('a/b', 'c.txt') 'c.txt' 'a/b'
# expect: '/' ('/', '') '' '/'
# expect: '//a' ('//', 'a') 'a' '//'
# expect: 'a' ('', 'a') 'a' ''
# expect: 'a/' ('a', '') '' 'a'
# expect: '/a/b/' ('/a/b', '') '' '/a/b'
# expect: '' ('', '') '' ''
# expect: 'a//b' ('a', 'b') 'b' 'a'
