# nested functions read enclosing names through cells and see later rebindings
def make_adder(n):
    def add(x):
        return x + n
    return add
add5 = make_adder(5)
print(add5(10), make_adder(-1)(1))
def counter_view():
    total = 0
    def show():
        return total
    total = 42
    return show
print(counter_view()())
def outer():
    a = 1
    def mid():
        def inner():
            return a * 10
        return inner()
    return mid()
print(outer())
fs = [lambda: i for i in range(3)]
print([f() for f in fs])
def scale(factor):
    return [x * factor for x in range(4)]
print(scale(3))
# expect: 15 0
# expect: 42
# expect: 10
# expect: [2, 2, 2]
# expect: [0, 3, 6, 9]
