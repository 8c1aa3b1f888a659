# Objects with no pickle form: CPython's TypeError.
import pickle
try:
    pickle.dumps(x for x in [])
except TypeError as e:
    print(e)
pickle.dumps({"f": open(__file__)})
# expect: cannot pickle 'generator' object
# expect runtime error: TypeError: cannot pickle '_io.TextIOWrapper' object
