# An import inside a branch that never runs is no error: modules are looked up when the
# import statement runs.
plot = False
if plot:
    import sklearn.linear_model as lm
print("no plot")
# expect: no plot
