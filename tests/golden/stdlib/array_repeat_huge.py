# An array repeated past memory: MemoryError at once, as CPython (the copies grew before).
import array
for n in [2**62, 2**59]:
    try:
        array.array("d", [1.0, 2.0]) * n
    except MemoryError:
        print("MemoryError", n)
print(len(array.array("b", [1, 2]) * 3))
# expect: MemoryError 4611686018427387904
# expect: MemoryError 576460752303423488
# expect: 6
