# Objects that cannot be copied: generators.
import copy
def gen():
    yield 1
copy.deepcopy([gen()])

# expect runtime error: TypeError: cannot pickle 'generator' object
