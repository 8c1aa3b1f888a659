def g():
    yield = 1
# expect error: yield_assign.py:2:5: error: assignment to yield expression not possible
