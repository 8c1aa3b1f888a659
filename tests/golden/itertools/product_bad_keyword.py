# product() takes only repeat= as a keyword.
import itertools
itertools.product('ab', times=2)

# expect runtime error: TypeError: 'times' is an invalid keyword argument for product()
