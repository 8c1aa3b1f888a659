# A Semaphore's initial value must not be negative.
import threading

threading.Semaphore(-1)
# expect runtime error: ValueError: semaphore initial value must be >= 0
