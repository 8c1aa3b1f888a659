# A list subclass is unhashable, as list is.
class Stack(list):
    pass

print(hash(Stack()))
# expect runtime error: TypeError: unhashable type: 'Stack'
