# max_workers must be positive.
from concurrent.futures import ThreadPoolExecutor

ThreadPoolExecutor(max_workers=0)
# expect runtime error: ValueError: max_workers must be greater than 0
