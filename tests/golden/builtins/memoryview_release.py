# A released memoryview (release() or the end of a with block) refuses every use.
with memoryview(b"xyz") as q:
    print(q[0], q.tobytes())
print(repr(q)[:20])
for f in [lambda: q[0], lambda: q.tobytes(), lambda: len(q), lambda: q.format]:
    try:
        print(f())
    except ValueError as err:
        print("ValueError", err)
m = memoryview(bytearray(b"ab"))
m.release()
m.release()
m.tolist()
# expect: 120 b'xyz'
# expect: <released memory at 
# expect: ValueError operation forbidden on released memoryview object
# expect: ValueError operation forbidden on released memoryview object
# expect: ValueError operation forbidden on released memoryview object
# expect: ValueError operation forbidden on released memoryview object
# expect runtime error: ValueError: operation forbidden on released memoryview object
