# fib(100), 2**100 and factorials print as in Python.
import math

def fib(n):
    a, b = 0, 1
    for _ in range(n):
        a, b = b, a + b
    return a

print(fib(100))
print(2 ** 100)
print(math.factorial(30))
print(math.comb(100, 50))
print([fib(n) for n in range(90, 95)])
# expect: 354224848179261915075
# expect: 1267650600228229401496703205376
# expect: 265252859812191058636308480000000
# expect: 100891344545564193334812497256
# expect: [2880067194370816120, 4660046610375530309, 7540113804746346429, 12200160415121876738, 19740274219868223167]
