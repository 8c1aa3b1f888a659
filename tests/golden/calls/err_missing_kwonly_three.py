# missing kwonly three
def f(a, *, k, j, l=3, m):
    return a
f(1)
# expect runtime error: TypeError: f() missing 3 required keyword-only arguments: 'k', 'j', and 'm'
