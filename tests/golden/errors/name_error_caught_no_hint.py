# A caught NameError's message has no "Did you mean" (CPython adds it only when printing the
# traceback); `name` is set; uncaught, the suggestion shows.
def f():
    lenght = 3
    return length
try:
    f()
except NameError as e:
    print(e, e.args, e.name)
try:
    pritn("x")
except NameError as e:
    print(e)
f()
# expect: name 'length' is not defined ("name 'length' is not defined",) length
# expect: name 'pritn' is not defined
# expect runtime error: NameError: name 'length' is not defined. Did you mean: 'lenght'?
