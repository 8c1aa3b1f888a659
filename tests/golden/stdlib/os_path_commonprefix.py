# os.path.commonprefix: the common leading characters (not whole components).
import os.path
print(os.path.commonprefix(["/usr/lib", "/usr/local"]), repr(os.path.commonprefix([])))
print(os.path.commonprefix(("café", "cafè")), os.path.commonprefix(["abc"]))

# expect: /usr/l ''
# expect: caf abc
