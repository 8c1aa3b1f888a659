# An error raised inside a C method called directly (list.index) is an ordinary exception:
# caught where it is, and raised with CPython's message when it is not.
def find(xs, x):
    try:
        return xs.index(x)
    except ValueError as e:
        print("caught:", e)
        return -1


print(find([1, 2, 3], 3), find([1, 2, 3], 5))


def bad(d):
    return d.get()


bad({})
# expect: caught: 5 is not in list
# expect: 2 -1
# expect runtime error: TypeError: get expected at least 1 argument, got 0
