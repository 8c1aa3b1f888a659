# getattr() with a missing name suggests too; setattr on a builtin value does not.
try:
    (1).imga = 2
except AttributeError as e:
    print(e)
getattr([], 'sortt')

# expect: 'int' object has no attribute 'imga'
# expect runtime error: AttributeError: 'list' object has no attribute 'sortt'. Did you mean: 'sort'?
