# global declarations, module globals read in functions, del of names and items
counter = 0
def bump(k):
    global counter
    counter += k
    return counter
bump(2)
bump(3)
print(counter)
def read_only():
    return counter * 2
print(read_only())
def make_global():
    global fresh
    fresh = "made"
make_global()
print(fresh)
x = 1
del x
lst = [1, 2, 3]
del lst[1]
print(lst)
def local_del():
    y = 5
    del y
    y = 6
    return y
print(local_del())
# expect: 5
# expect: 10
# expect: made
# expect: [1, 3]
# expect: 6
