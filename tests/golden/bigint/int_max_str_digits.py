# sys.get_int_max_str_digits / set_int_max_str_digits: the 4300-digit limit on decimal int<->str
# conversions is the program's to change (0: none; else at least 640)
import math, sys
print(len(str(math.factorial(1000))))
try:
    print(len(str(math.factorial(2000))))
except ValueError as e:
    print("ValueError:", e)
try:
    int("9" * 5000)
except ValueError as e:
    print("ValueError:", e)
try:
    print(f"{2**20000}")
except ValueError as e:
    print("ValueError:", e)
try:
    print(repr(10**5000)[:3])
except ValueError as e:
    print("ValueError:", e)
print(len(hex(2**20000)), int("1" * 4300) % 7, len(str(10**4299)))
try:
    "%d" % (10**5000)
except ValueError as e:
    print("ValueError:", e)
try:
    format(10**5000, ",")
except ValueError as e:
    print("ValueError:", e)
print(sys.get_int_max_str_digits(), sys.int_info.default_max_str_digits, sys.int_info.str_digits_check_threshold)
sys.set_int_max_str_digits(10000)
print(len(str(math.factorial(2000))), sys.get_int_max_str_digits())
for bad in [100, -1]:
    try:
        sys.set_int_max_str_digits(bad)
    except ValueError as e:
        print("ValueError:", e)
sys.set_int_max_str_digits(0)
print(len(str(10**20000)))
sys.set_int_max_str_digits(maxdigits=4300)
print(len(str(math.factorial(2000))))
for a in [lambda: sys.set_int_max_str_digits("a"), lambda: sys.set_int_max_str_digits(), lambda: sys.get_int_max_str_digits(1), lambda: sys.set_int_max_str_digits(1.5)]:
    try:
        a()
    except TypeError as e:
        print("TypeError:", e)
sys.set_int_max_str_digits(1000)
int("7" * 1001)

# expect: 2568
# expect: ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
# expect: ValueError: Exceeds the limit (4300 digits) for integer string conversion: value has 5000 digits; use sys.set_int_max_str_digits() to increase the limit
# expect: ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
# expect: ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
# expect: 5003 5 4300
# expect: ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
# expect: ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
# expect: 4300 4300 640
# expect: 5736 10000
# expect: ValueError: maxdigits must be 0 or larger than 640
# expect: ValueError: maxdigits must be 0 or larger than 640
# expect: 20001
# expect runtime error: ValueError: Exceeds the limit (4300 digits) for integer string conversion; use sys.set_int_max_str_digits() to increase the limit
