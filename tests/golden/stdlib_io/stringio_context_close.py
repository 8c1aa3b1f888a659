# A StringIO is a context manager; closing it makes closed true; close() twice is fine.
import io
with io.StringIO("text") as s:
    print(s.read(), s.closed)
print(s.closed)
s.close()
print("closed twice ok")

# expect: text False
# expect: True
# expect: closed twice ok
