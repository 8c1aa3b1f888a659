# os.path.join: a component starting with '/' restarts the path; '/' is added only when needed.
import os.path
print(os.path.join("a", "b", "c.txt"))
print(os.path.join("/usr", "lib/", "x"))
print(os.path.join("a", "/abs", "b"))
print(repr(os.path.join("")), repr(os.path.join("", "a")), repr(os.path.join("a", "")))
print(os.sep, os.path.sep)

# expect: a/b/c.txt
# expect: /usr/lib/x
# expect: /abs/b
# expect: '' 'a' 'a/'
# expect: / /
