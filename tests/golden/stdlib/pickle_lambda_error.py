# Functions pickle by reference: a lambda cannot be found by name (PicklingError), a local
# function raises AttributeError.
import pickle

def top():
    return 1

print(pickle.loads(pickle.dumps(top))())
try:
    pickle.dumps(lambda x: x)
except pickle.PicklingError as e:
    text = str(e)
    print(text[:text.index(" at ")], text[text.index(">:"):])
    print(isinstance(e, pickle.PickleError))

def outer():
    def inner():
        pass
    return inner

pickle.dumps(outer())
# expect: 1
# expect: Can't pickle <function <lambda> >: attribute lookup <lambda> on __main__ failed
# expect: True
# expect runtime error: AttributeError: Can't pickle local object 'outer.<locals>.inner'
