# A generator left suspended at module level is closed after the module's frame has returned:
# its finally block runs then (and a generator expression cut short by any() is closed too).
def g():
    try:
        yield 1
        yield 2
    finally:
        print("closed")

x = g()
print(next(x))
print(any(v > 0 for v in [0, 1, 2]))
y = (v for v in range(5))
print(next(y))
print("end of program")
# expect: 1
# expect: True
# expect: 0
# expect: end of program
# expect: closed
