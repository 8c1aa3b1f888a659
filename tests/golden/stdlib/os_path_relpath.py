# os.path.relpath: '..' for start's extra components, then path's own; '.' when equal.
import os.path
print(os.path.relpath("/a/b/c", "/a/x"), os.path.relpath("/a/b", "/a/b"), os.path.relpath("/", "/usr/lib"))
print(os.path.relpath("a", "a/b/c"), os.path.relpath(os.path.join(os.getcwd(), "x", "y")))
os.path.relpath("")

# expect: ../b/c . ../..
# expect: ../.. x/y
# expect runtime error: ValueError: no path specified
