# A method call whose argument is an unbound local raises UnboundLocalError (the fast C-method
# call steps aside and the ordinary code raises).
def f(d, found):
    if found:
        k = 'a'
    return d.get(k, 0)


print(f({'a': 1}, True))
f({'a': 1}, False)
# expect: 1
# expect runtime error: UnboundLocalError: cannot access local variable 'k' where it is not associated with a value
