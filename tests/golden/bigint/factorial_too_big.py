# math.factorial refuses arguments beyond int64 with CPython's message.
import math
print(math.factorial(25))
print(math.factorial(2 ** 100))
# expect: 15511210043330985984000000
# expect runtime error: OverflowError: factorial() argument should not exceed 9223372036854775807
