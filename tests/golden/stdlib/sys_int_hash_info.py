# sys.int_info and sys.hash_info carry CPython 3.11's values, which Weft's ints and hash() follow.
import sys
print(sys.int_info)
# expect: sys.int_info(bits_per_digit=30, sizeof_digit=4, default_max_str_digits=4300, str_digits_check_threshold=640)
print(sys.hash_info)
# expect: sys.hash_info(width=64, modulus=2305843009213693951, inf=314159, nan=0, imag=1000003, algorithm='siphash13', hash_bits=64, seed_bits=128, cutoff=0)
print(sys.int_info.bits_per_digit, sys.hash_info.modulus == 2**61 - 1, hash(float("inf")) == sys.hash_info.inf)
# expect: 30 True True
print(hash(10**30) == (10**30) % sys.hash_info.modulus, hash(1j) == sys.hash_info.imag)
# expect: True True
try:
    str(10 ** 5000)
except ValueError as e:
    print(e)
# expect: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
