# A misspelt class attribute.
class Config:
    verbose = True
print(Config.verbos)

# expect runtime error: AttributeError: type object 'Config' has no attribute 'verbos'. Did you mean: 'verbose'?
