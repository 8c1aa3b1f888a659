# A set subclass is unhashable like set.
class Tags(set):
    pass


print({Tags(): 1})
# expect runtime error: TypeError: unhashable type: 'Tags'
