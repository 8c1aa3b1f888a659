def f():
    return [i := 0 for i in range(3)]
# expect error: walrus_rebind_comprehension.py:2:13: error: assignment expression cannot rebind comprehension iteration variable 'i'
