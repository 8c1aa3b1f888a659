# numba.typeof(None) is Numba's none type; an int past int64 is uint64 while it fits, and past
# that Numba's ValueError.
from numba import typeof

print(typeof(None), typeof(2 ** 63), typeof(2 ** 64 - 1), typeof(-2 ** 63))
for v in (2 ** 64, -2 ** 63 - 1):
    try:
        typeof(v)
    except ValueError as e:
        print("ValueError:", e)
typeof(1 << 70)
# expect: none uint64 uint64 int64
# expect: ValueError: Int value is too large: 18446744073709551616
# expect: ValueError: Int value is too large: -9223372036854775809
# expect runtime error: ValueError: Int value is too large: 1180591620717411303424
