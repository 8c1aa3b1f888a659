# StringIO: write returns the number of characters; getvalue gives all text; print(file=).
import io
s = io.StringIO()
print(s.write("héllo "), s.write("wörld\n"))
print("a", 1, 2.5, sep=",", file=s)
s.writelines(["x\n", "y\n"])
print(repr(s.getvalue()))
print(s.tell(), len(s.getvalue()))
print(type(s).__name__, isinstance(s, io.StringIO), io.StringIO)

# expect: 6 6
# expect: 'héllo wörld\na,1,2.5\nx\ny\n'
# expect: 24 24
# expect: StringIO True <class '_io.StringIO'>
