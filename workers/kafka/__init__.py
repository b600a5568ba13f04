"""The Kafka-facing shell: aiokafka clients, topic creation, the resolver loop, the Faust app.

Nothing outside this package imports aiokafka or faust (the offline command, the step and
the observers run without a broker).
"""
