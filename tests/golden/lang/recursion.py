# recursion, mutual recursion
def fact(n):
    return 1 if n <= 1 else n * fact(n - 1)
def is_even(n):
    return True if n == 0 else is_odd(n - 1)
def is_odd(n):
    return False if n == 0 else is_even(n - 1)
def hanoi(n, a, b, c):
    if n == 0:
        return 0
    return hanoi(n - 1, a, c, b) + 1 + hanoi(n - 1, c, b, a)
print(fact(20), is_even(10), is_odd(7), hanoi(10, "A", "B", "C"))
def depth(n):
    return n if n == 0 else depth(n - 1)
print(depth(900))
# expect: 2432902008176640000 True True 1023
# expect: 0
