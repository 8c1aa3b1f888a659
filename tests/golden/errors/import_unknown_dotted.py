# A dotted import names the first package on its path that is missing.
plot = True
if plot:
    import sklearn.linear_model as lm
# expect runtime error: ModuleNotFoundError: No module named 'sklearn'
