# Methods that take no arguments say so, naming the class.
import io
s = io.StringIO()
try:
    s.getvalue(1)
except TypeError as e:
    print(e)
try:
    s.write()
except TypeError as e:
    print(e)
try:
    io.StringIO("a", "\n", 3)
except TypeError as e:
    print(e)
s.tell(0)

# expect: StringIO.getvalue() takes no arguments (1 given)
# expect: StringIO.write() takes exactly one argument (0 given)
# expect: StringIO() takes at most 2 arguments (3 given)
# expect runtime error: TypeError: StringIO.tell() takes no arguments (1 given)
