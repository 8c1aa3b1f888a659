# globals() is the module's namespace as a dict; locals() a snapshot of the caller's locals.
def square(n):
    return n * n


name = "square"
print(globals()[name](5))
print(sorted(k for k in globals() if not k.startswith("__")))
print(locals()["name"], "square" in locals())


def k(p):
    q = 7
    return locals()


print(k(1))

# expect: 25
# expect: ['name', 'square']
# expect: square True
# expect: {'p': 1, 'q': 7}
