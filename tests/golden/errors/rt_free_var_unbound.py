def outer():
    def inner():
        return later
    print(inner.__name__)
    r = inner()
    later = 1
    return r
outer()
# expect: inner
# expect stderr:   File "rt_free_var_unbound.py", line 3, in inner
# expect runtime error: NameError: cannot access free variable 'later' where it is not associated with a value in enclosing scope. Did you mean: 'outer'?
